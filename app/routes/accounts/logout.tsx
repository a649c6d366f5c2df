import { redirect } from "react-router";
import { signOut } from "#server/auth/password-flows.ts";
import type { Route } from "./+types/logout";

// Log Out posts here: the session ends on the server and its cookie is cleared. A plain GET
// (a link, a prefetch) never signs anyone out.

export function loader(_: Route.LoaderArgs) {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/", { headers });
}
