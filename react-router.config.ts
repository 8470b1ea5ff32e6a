import type { Config } from "@react-router/dev/config";

// React Router 8: middleware, split route modules, the Vite environment API, pass-through
// requests and trailing-slash-aware data URLs are the defaults (adopted as v7 future flags).
export default {
  ssr: true,
} satisfies Config;
