import type { Config } from "@react-router/dev/config";

// Framework mode (decision 026): server rendering, the build in build/ (build/server/index.js, which server.js
// imports, and build/client, the browser's files).
export default {
  ssr: true,
  buildDirectory: "build",
} satisfies Config;
