// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload,
// which proxies /api to it. Open http://localhost:5173. Ctrl-C stops both.
import { spawn } from "node:child_process";

// In development the app is opened through Vite (port 5173), so that is the public address: links in
// mails and the allowed Origin point there unless BASE_URL is set.
const serverEnv = { ...process.env, BASE_URL: process.env.BASE_URL ?? "http://localhost:5173" };

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env: serverEnv }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) {
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
