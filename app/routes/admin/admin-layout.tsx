import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/admin-layout";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { admin: { name: admin.name } };
}

const adminScreens = [
  { to: "/dashbord", label: "Enquiries" },
  { to: "/bookingTable", label: "Bookings" },
  { to: "/addNews", label: "Add News" },
  { to: "/deleteNews", label: "Manage News" },
  { to: "/addVideo", label: "Add Video" },
  { to: "/deleteVideo", label: "Manage Videos" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-6 py-10">
      <p className="text-sm text-ink/60">Signed in as {loaderData.admin.name}</p>
      <nav aria-label="Admin" className="mt-4 flex flex-wrap gap-2">
        {adminScreens.map((screen) => (
          <NavLink
            key={screen.to}
            to={screen.to}
            className="rounded-full border border-ink/15 px-4 py-2 text-sm aria-[current=page]:bg-ink aria-[current=page]:text-white"
          >
            {screen.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
