// The frame of every account page: the heading and the form at the site's left edge, like every
// other page's heading (ADR 0144), with a welcome panel beside them on wide screens; the form
// alone on phones.

export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="site-container grid gap-16 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <div className="max-w-xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-ink/70">{intro}</p>
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-8 text-sm text-ink/70">{footer}</div> : null}
      </div>
      {/* After the form: the heading comes first to a screen reader and to the parser. */}
      <aside className="relative hidden overflow-hidden rounded-3xl bg-ink glow-bottom-left p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand/30 blur-3xl"
        />
        <p className="eyebrow relative text-brand">Your next development partner</p>
        {/* Under the eyebrow rather than held to the panel's foot: the panel grows as the form
            beside it is parsed, and text held to its foot would move (a layout shift). */}
        <div className="relative mt-16">
          <p className="text-3xl font-extrabold leading-tight">
            Websites, apps and software, built in Birmingham.
          </p>
          <p className="mt-4 text-white/70">
            Sign in to follow your projects, read community news and manage your details.
          </p>
        </div>
      </aside>
    </section>
  );
}

// Ink text with an orange underline: the brand colour alone is too light for small text on white.
export const textLink =
  "font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-dark focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
