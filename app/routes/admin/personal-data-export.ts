import { validate } from "#app/lib/field-errors.ts";
import { personalDataSchema } from "#app/lib/personal-data-schema.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { exportPersonalData } from "#server/inbox/personal-data.ts";
import type { Route } from "./+types/personal-data-export";

// /personalData/:email/export.json: everything held about one address, as one JSON download to
// send to the person (the right of access); recorded in the audit log.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = validate(personalDataSchema, { email: params.email });
  if (!parsed.success) return new Response(parsed.errors.email, { status: 400 });
  const exported = await exportPersonalData(parsed.data.email);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
