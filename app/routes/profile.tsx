import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { AuthLayout, SubmitButton } from "#app/components/auth/auth-layout.tsx";
import { FormField } from "#app/components/auth/form-field.tsx";
import { useSchemaValidation } from "#app/components/auth/use-schema-validation.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import { pageTitle } from "#app/content/site-name.ts";
import { fieldErrors, profileSchema } from "#app/lib/auth-schemas.ts";
import { requireUser } from "#server/auth/guards.ts";
import { updateUserRecord } from "#server/users/user-repository.ts";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.name, email: user.email, photoURL: user.image ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = profileSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  await updateUserRecord(user.id, { name: parsed.data.name, image: parsed.data.photoURL });
  return { saved: true as const };
}

// The photo may live on any site, and the site's image policy or the other site may refuse it:
// then the initial shows instead of a broken image.
function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const usable = /^https?:\/\//i.test(src) && !failed;
  return usable ? (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className="h-16 w-16 rounded-full border border-ink/10 object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-soft text-2xl font-bold text-ink"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigation = useNavigation();
  const form = useSchemaValidation(
    (schemas) => schemas.profileSchema,
    actionData && "errors" in actionData ? actionData.errors : undefined,
  );
  useEffect(() => {
    if (actionData && "saved" in actionData) {
      toast({ kind: "success", title: "Profile updated", durationMs: 1500 });
    }
  }, [actionData, toast]);
  return (
    <AuthLayout title="Your profile" intro="The name and photo shown when you are signed in.">
      <div className="mb-8 flex items-center gap-4">
        <Avatar src={loaderData.photoURL} name={loaderData.name} />
        <div>
          <p className="font-semibold">{loaderData.name}</p>
          <p className="text-sm text-ink/60">{loaderData.email}</p>
        </div>
      </div>
      <Form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="grid gap-5"
      >
        <FormField
          label="Display name"
          name="name"
          autoComplete="name"
          defaultValue={loaderData.name}
          error={form.errors.name}
        />
        <FormField
          label="Photo URL"
          name="photoURL"
          type="url"
          inputMode="url"
          defaultValue={loaderData.photoURL}
          error={form.errors.photoURL}
        />
        {actionData && "saved" in actionData ? (
          <p role="status" className="text-sm text-emerald-700">
            Your profile is saved.
          </p>
        ) : null}
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving…">
          Save profile
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Profile") }];
}
