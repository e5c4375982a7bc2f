// The little of Netlify Functions' API the site's functions use, typed here rather than by adding
// @netlify/functions: the handler is the web's own Request -> Response, and `config` is plain data.
// https://docs.netlify.com/build/functions/api/

export type FunctionConfig = {
  /** where the function answers instead of /.netlify/functions/{name} */
  path?: string | string[]
  /** a scheduled function: when Netlify runs it (cron, or @hourly, @daily...), in UTC */
  schedule?: string
  /** Netlify's per-visitor limit: at most windowLimit requests in windowSize seconds */
  rateLimit?: {
    windowLimit: number
    windowSize: number
    aggregateBy?: 'ip' | 'domain' | Array<'ip' | 'domain'>
  }
}

/** A setting from the site's environment (Netlify's settings, or the local server's). */
export const setting = (name: string): string | undefined => process.env[name] || undefined
