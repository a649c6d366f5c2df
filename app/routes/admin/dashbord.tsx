import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/dashbord";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Dashbord() {
  return <h1 className="text-3xl font-bold">Contact Form Submissions</h1>;
}
