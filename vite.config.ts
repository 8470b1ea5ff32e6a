import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // The SSR bundle's entry is our Express sub-app, which imports the React
    // Router server build: one module graph for app code and infrastructure.
    ssr: { build: { rollupOptions: { input: "./app/server/app.server.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    // Native or CJS-heavy packages stay external in the server bundle.
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http"],
  },
});
