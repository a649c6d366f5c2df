import { Link } from "react-router";
import type { HeaderUser } from "./site-header.tsx";

// The account part of the navigation bar: LOGIN when signed out, the name with a menu when
// signed in. The accounts issue completes it (Log Out dropdown).
export function AccountMenu({ user }: { user: HeaderUser }) {
  if (!user) {
    return (
      <Link to="/login" className="font-semibold">
        LOGIN
      </Link>
    );
  }
  return <span className="font-semibold">{user.name}</span>;
}
