import { type ComponentProps, lazy, memo, Suspense } from "react";

// As the enquiry form (lazy-enquiry-form.tsx): the form and its validation library load as their
// own chunk in the browser, while the server renders the whole form, which posts without
// JavaScript and hydrates when its code arrives.
const load = () => import("./sign-up-form.tsx");
const ServerSignUpForm = import.meta.env.SSR ? (await load()).SignUpForm : undefined;
const SignUpForm =
  ServerSignUpForm ?? lazy(() => load().then((module) => ({ default: module.SignUpForm })));

export const LazySignUpForm = memo(function LazySignUpForm(
  props: ComponentProps<typeof SignUpForm>,
) {
  return (
    <Suspense fallback={<p className="mt-10 text-ink/70">Loading the sign-up form…</p>}>
      <SignUpForm {...props} />
    </Suspense>
  );
});
