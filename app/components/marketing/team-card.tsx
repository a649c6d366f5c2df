import type { TeamMember } from "#app/content/team.ts";

/** A team member: portrait, name, role and a line about them. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article
      data-testid="team-member"
      className="overflow-hidden rounded-3xl bg-white ring-1 ring-line"
    >
      <img
        src={member.imageSrc}
        alt={`Portrait of ${member.name}`}
        width={480}
        height={560}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover object-[center_35%] sm:aspect-[6/7]"
      />
      <div className="p-7">
        <h3 className="text-xl font-extrabold tracking-tight">{member.name}</h3>
        <p className="mt-1 text-sm font-bold text-brand-strong">{member.role}</p>
        <p className="mt-4 leading-relaxed text-ink/70">{member.bio}</p>
      </div>
    </article>
  );
}
