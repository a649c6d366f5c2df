import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/booking-table";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Screen() {
  return <h1 className="text-3xl font-bold">Booking Details</h1>;
}
