// The team list (spec section 2): name, role and image for each member.

export type TeamMember = {
  name: string;
  role: string;
  imageSrc: string;
  bio: string;
};

export const team: TeamMember[] = [
  {
    name: "Rahim Chowdhury",
    role: "Founder & Managing Director",
    imageSrc: "/images/team/rahim-chowdhury.svg",
    bio: "Rahim leads client relationships and makes sure every project starts with a clear plan and an honest quote.",
  },
  {
    name: "Daniel Hughes",
    role: "Founder & Development Director",
    imageSrc: "/images/team/daniel-hughes.svg",
    bio: "Daniel heads the development team and has shipped platforms handling hundreds of millions in annual sales.",
  },
  {
    name: "Nadia Islam",
    role: "Head of Technical",
    imageSrc: "/images/team/nadia-islam.svg",
    bio: "Nadia looks after architecture, security and hosting, and keeps every live system fast and dependable.",
  },
];
