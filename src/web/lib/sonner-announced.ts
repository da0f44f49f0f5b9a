import { wantToaster } from "./toaster-demand";

// Every `import … from "sonner"` of the web build comes here first (toaster-demand.ts says why).
wantToaster();

export * from "sonner";
