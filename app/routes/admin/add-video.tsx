import { data } from "react-router";
import { type AddVideoAnswer, AddVideoForm } from "#app/components/admin/videos/add-video-form.tsx";
import { type FieldErrors, validate } from "#app/lib/field-errors.ts";
import { readFormValues } from "#app/lib/form-values.ts";
import { pageTitle } from "#app/lib/site.ts";
import { addVideoSchema } from "#app/lib/video-schema.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { logger } from "#server/logger.ts";
import { addVideoFromEmbed } from "#server/videos/add-video.ts";
import type { Route } from "./+types/add-video";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const values = await readFormValues(request);
  const parsed = validate(addVideoSchema, values);
  if (!parsed.success) return answer("invalid", parsed.errors, 400);
  try {
    const result = await addVideoFromEmbed(parsed.data.embedCode, parsed.data.title);
    if (!result.ok) return answer("invalid", { embedCode: result.message }, statusOf(result));
    return answer("added", {}, 200);
  } catch (error) {
    logger.error({ err: error }, "adding a video failed");
    return answer("failed", {}, 500);
  }
}

const answer = (status: AddVideoAnswer["status"], errors: FieldErrors, code: number) =>
  data<AddVideoAnswer>({ status, errors }, code);

export default function AddVideo({ actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">Add Video</h1>
      <p className="mt-2 text-ink/70">
        Paste the embed code from YouTube (Share → Embed), Vimeo or Facebook, or simply the video's
        address. Only the video is kept; the rest of the code is discarded.
      </p>
      <AddVideoForm answer={actionData} />
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Add Video") }];
}
