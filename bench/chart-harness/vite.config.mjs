// Builds the P4 harness: the patient app's own GrowthChart and buildChartData on a bare page, so the
// benchmark times exactly the code parents run, on the data the bench fetched from the real server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: ['es2020', 'chrome87'] },
});
