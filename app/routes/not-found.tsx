import { notFound } from "#app/lib/not-found.ts";
import type { Route } from "./+types/not-found";

// Any unknown path: throwing from the loader gives the server-rendered page an HTTP 404 status,
// and the root error boundary renders the spec's two sentences (and the root's meta titles it).
export function loader(_: Route.LoaderArgs) {
  throw notFound();
}

export default function NotFound() {
  return null;
}
