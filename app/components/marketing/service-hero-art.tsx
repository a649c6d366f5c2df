import type { Service } from "#app/content/service-types.ts";
import { Icon } from "./icon.tsx";

/** Decorative artwork for a service page's hero: the service icon with three feature chips. */
export function ServiceHeroArt({ service }: { service: Service }) {
  const chips = service.features.slice(0, 3);
  const positions = ["-top-2 -left-6", "top-1/2 -right-8", "-bottom-4 left-4"];
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-xs">
      <div className="absolute inset-0 rounded-[3rem] bg-gradient-to-br from-brand to-accent opacity-90 motion-safe:rotate-6" />
      <div className="absolute inset-3 flex items-center justify-center rounded-[2.6rem] bg-ink-soft ring-1 ring-white/10">
        <Icon name={service.icon} className="size-28 text-brand" />
      </div>
      {chips.map((feature, index) => (
        <div
          key={feature.title}
          className={`absolute ${positions[index]} flex items-center gap-2 rounded-2xl bg-white px-4 py-3 text-sm font-bold text-ink shadow-xl shadow-black/30`}
        >
          <span className="inline-flex size-7 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
            <Icon name={feature.icon} className="size-4" />
          </span>
          {feature.title}
        </div>
      ))}
    </div>
  );
}
