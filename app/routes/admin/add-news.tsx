import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/add-news";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Screen() {
  return <h1 className="text-3xl font-bold">Add News</h1>;
}
