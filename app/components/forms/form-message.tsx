// A message about the whole form rather than one field: what the route action answered to a
// post made before JavaScript had loaded (with JavaScript the same news comes as a dialog or a
// toast), or a note such as "Your profile is saved."

const tones = {
  error: { role: "alert", className: "bg-red-50 text-red-700" },
  success: { role: "status", className: "bg-emerald-50 text-emerald-800" },
  info: { role: "status", className: "bg-mist text-ink" },
} as const;

export function FormMessage({
  tone,
  title,
  children,
  className = "",
}: {
  tone: keyof typeof tones;
  /** Said first, on a line of its own in bold (the spec's dialog title, e.g. 'Login Failed'). */
  title?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { role, className: colours } = tones[tone];
  return (
    <div role={role} className={`rounded-xl px-4 py-3 text-sm ${colours} ${className}`}>
      {title ? <strong className="block font-semibold">{title}</strong> : null}
      {children}
    </div>
  );
}
