// Gatsby's Link expects the loader globals that gatsby-browser sets up at runtime.
;(globalThis as unknown as { ___loader: unknown }).___loader = { enqueue: jest.fn() }
