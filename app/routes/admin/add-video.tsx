import { data } from "react-router";
import { type AddVideoAnswer, AddVideoForm } from "#app/components/admin/videos/add-video-form.tsx";
import { type FieldErrors, validate } from "#app/lib/field-errors.ts";
import { formValues } from "#app/lib/form-values.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { addVideoSchema } from "#app/lib/video-schema.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { logger } from "#server/logger.ts";
import { addVideoFromEmbed } from "#server/videos/add-video.ts";
import { providerLabel } from "#server/videos/video-providers.ts";
import type { Route } from "./+types/add-video";

export async function loader({ request }: Route.LoaderArgs) {
  await requireEditor(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const editor = await requireEditor(request);
  // A body that is not a form reads as an empty one: the fields' messages, never a 500.
  const form = await request.formData().catch(() => new FormData());
  const parsed = validate(addVideoSchema, formValues(form));
  if (!parsed.success) return answer("invalid", parsed.errors, 400);
  // The admin's own thumbnail (ADR 0090), optional.
  const file = form.get("thumbnail");
  const thumbnail =
    file instanceof File && file.size > 0
      ? { bytes: Buffer.from(await file.arrayBuffer()), uploadedBy: editor.id }
      : undefined;
  try {
    const result = await addVideoFromEmbed(parsed.data.embedCode, parsed.data.title, thumbnail);
    if (!result.ok) {
      return answer("invalid", result.errors ?? { embedCode: result.message }, statusOf(result));
    }
    if (result.thumbnail !== "none") return answer("added", {}, 200);
    // No picture from the provider (or none offered): ask for one, or visitors see the poster.
    const label = parsed.data.title || `${providerLabel(result.video.provider)} video`;
    return data<AddVideoAnswer>({
      status: "added",
      errors: {},
      missingThumbnail: { id: result.id, label },
    });
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
