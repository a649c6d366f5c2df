import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { AuthLayout } from "#app/components/auth/auth-layout.tsx";
import { EmailVerificationPanel } from "#app/components/auth/email-verification-panel.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import { profileSchema } from "#app/lib/auth-schemas.ts";
import { validate } from "#app/lib/field-errors.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireUser } from "#server/auth/guards.ts";
import { resendVerificationEmail } from "#server/auth/password-flows.ts";
import { updateUserRecord } from "#server/users/user-repository.ts";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    name: user.name,
    email: user.email,
    photoURL: user.image ?? "",
    emailVerified: user.emailVerified,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") === "verify") {
    const outcome = await resendVerificationEmail(request, user.email);
    if (outcome === "too-many") return data({ verification: "too-many" as const }, { status: 429 });
    return { verification: outcome === "sent" ? ("sent" as const) : ("confirmed" as const) };
  }
  const parsed = validate(profileSchema, Object.fromEntries(form));
  if (!parsed.success) return data({ errors: parsed.errors }, { status: 400 });
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
  const form = useFormValidation({
    schema: () => import("#app/lib/auth-schemas.ts").then((schemas) => schemas.profileSchema),
    serverErrors: actionData && "errors" in actionData ? actionData.errors : undefined,
  });
  useEffect(() => {
    if (actionData && "saved" in actionData) {
      toast({ kind: "success", title: "Profile updated", durationMs: 1500 });
    }
  }, [actionData, toast]);
  return (
    <AuthLayout title="Your profile" intro="The name and photo shown when you are signed in.">
      <EmailVerificationPanel
        verified={loaderData.emailVerified}
        notice={
          actionData && "verification" in actionData ? (actionData.verification ?? null) : null
        }
      />
      <div className="mb-8 flex items-center gap-4">
        <Avatar src={loaderData.photoURL} name={loaderData.name} />
        <div>
          <p className="font-semibold">{loaderData.name}</p>
          <p className="text-sm text-ink/60">{loaderData.email}</p>
        </div>
      </div>
      <Form method="post" {...form.formProps} className="grid gap-5">
        <TextField
          label="Display name"
          name="name"
          autoComplete="name"
          defaultValue={loaderData.name}
          error={form.errors.name}
        />
        <TextField
          label="Photo URL"
          name="photoURL"
          type="url"
          inputMode="url"
          defaultValue={loaderData.photoURL}
          error={form.errors.photoURL}
        />
        {actionData && "saved" in actionData ? (
          <FormMessage tone="success">Your profile is saved.</FormMessage>
        ) : null}
        <SubmitButton
          busy={
            navigation.state === "submitting" && navigation.formData?.get("intent") !== "verify"
          }
          busyLabel="Saving…"
          wide
        >
          Save profile
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Profile") }];
}
