#!/usr/bin/env node
// Generates every illustration used by the site as SVG and rasterises it with sharp.
// Deterministic: all randomness comes from seeded PRNGs (see parts/core.mjs).
//
//   node make-images.mjs            # build everything
//   node make-images.mjs hero team  # only jobs whose path contains a filter
import sharp from 'sharp'
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { jobs } from './parts/jobs.mjs'

// the site's folder, two up: the drawings are written into its data/images
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const filters = process.argv.slice(2)
const selected = filters.length ? jobs.filter((j) => filters.some((f) => j.out.includes(f))) : jobs

sharp.cache(false)
sharp.concurrency(1)

async function render(job) {
  const file = path.join(root, 'data/images', job.out)
  await mkdir(path.dirname(file), { recursive: true })
  const svg = job.svg()
  let img = sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
  const meta = await img.metadata()
  if (meta.width !== job.w || meta.height !== job.h) img = img.resize(job.w, job.h, { fit: 'fill' })
  if (job.out.endsWith('.png')) await img.png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file)
  else
    await img
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: job.quality || 80, mozjpeg: true, progressive: true })
      .toFile(file)
  return file
}

const t0 = Date.now()
const rows = []
const queue = selected.slice()
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) {
    const job = queue.shift()
    const t = Date.now()
    const file = await render(job)
    const m = await sharp(file).metadata()
    const { size } = await stat(file)
    rows.push({
      file: path.relative(root, file),
      w: m.width,
      h: m.height,
      ok: m.width === job.w && m.height === job.h,
      kb: size / 1024,
      ms: Date.now() - t,
    })
  }
})
await Promise.all(workers)
rows.sort((a, b) => a.file.localeCompare(b.file))
let total = 0
console.log('file'.padEnd(58) + 'size'.padStart(11) + 'KB'.padStart(8) + 'ms'.padStart(7))
for (const r of rows) {
  total += r.kb
  console.log(
    r.file.padEnd(58) +
      `${r.w}x${r.h}`.padStart(11) +
      r.kb.toFixed(0).padStart(8) +
      String(r.ms).padStart(7) +
      (r.ok ? '' : '  <-- WRONG SIZE'),
  )
}
console.log(`\n${rows.length} files, ${(total / 1024).toFixed(2)} MB, ${((Date.now() - t0) / 1000).toFixed(1)} s`)
if (rows.some((r) => !r.ok)) process.exitCode = 1
