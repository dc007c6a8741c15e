import { defineConfig } from 'vite';

// The hosted server: src/server/main.ts compiled to out/server/main.js for plain Node.
// Dependencies stay external (node_modules); SQL migrations are inlined with ?raw imports.
export default defineConfig({
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'out/server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
});
