import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { shippedDataPlugin } from './scripts/build/shipped-data-plugin';

// One build for the desktop app: main (Electron glue + the shared server code), preload, and the
// React renderer that the hosted server serves too (out/renderer).
export default defineConfig({
  main: {
    // The shipped data files, read by the desktop server's process, into out/main/knowledge.
    plugins: [shippedDataPlugin()],
    build: {
      outDir: 'out/main',
      // Entries of their own next to index.js: the desktop server's process (utilityProcess.fork
      // starts it; Electron's main process never loads the server code), the child process that
      // parses untrusted pages, images and documents, and the worker thread that runs the analysis.
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'server-process': resolve('src/main/server-process.ts'),
          'untrusted-worker': resolve('src/server/analysis/acquire/isolation/untrusted-worker.ts'),
          'analysis-worker': resolve('src/server/analysis/acquire/isolation/analysis-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // Sandboxed preloads must be CommonJS.
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react(), tailwindcss()],
    build: {
      outDir: 'out/renderer',
      // The hosted site serves this build too: ship it minified.
      minify: true,
      rollupOptions: {
        input: resolve('src/renderer/index.html'),
        // Run modules in their import order even across chunks, so main.tsx's first import
        // (lib/zod-without-eval: no eval probe under the strict CSP) runs before any schema is built.
        output: { strictExecutionOrder: true },
      },
    },
  },
});
