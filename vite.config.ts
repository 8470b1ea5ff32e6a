import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    // The SSR bundle's entry is our Express sub-app, which imports the React
    // Router server build: one module graph for app code and infrastructure.
    // V8 keeps a module's source for the process's life, one byte a character when all of it is
    // Latin-1, else two: a thousand typographic quotes and dashes made the 3.6 MB server bundle a
    // 7.2 MB string. So its code is written in ASCII (escapes) and without its doc comments,
    // which only people read, in the sources (decision 036).
    ssr: {
      build: {
        rollupOptions: {
          input: "./app/server/app.server.ts",
          output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    // Native or CJS-heavy packages stay external in the server bundle.
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-http"],
  },
});
