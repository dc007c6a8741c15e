import { defineConfig } from 'vite';
import { shippedDataPlugin } from './scripts/build/shipped-data-plugin';

// The hosted server: src/server/main.ts compiled to out/server/main.js for plain Node.
// Dependencies stay external (node_modules); SQL migrations are inlined with ?raw imports. The
// pools' workers are entries of their own, next to main.js: the child process that parses
// untrusted pages, images and documents, and the worker thread that runs the analysis.
// The shipped data files are copied into out/server/knowledge, where the server reads them at start.
export default defineConfig({
  plugins: [shippedDataPlugin()],
  build: {
    ssr: true,
    outDir: 'out/server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        'untrusted-worker': 'src/server/analysis/acquire/isolation/untrusted-worker.ts',
        'analysis-worker': 'src/server/analysis/acquire/isolation/analysis-worker.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' },
    },
  },
});
