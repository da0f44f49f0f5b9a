import { createBrowserRouter } from "react-router";
import { appRoutes } from "./app-routes";

export const router = createBrowserRouter(appRoutes);
