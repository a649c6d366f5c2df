// An article's readable address from its title (ADR 0105): Latin words lower-cased and joined by
// hyphens, accents dropped, Bengali spelt in Latin letters by the small table below, everything
// else (emoji, other scripts, punctuation) left out. Shared because the editor's form shows the
// address a title will get; which slugs are free is the server's rule (server/news/article-slug.ts).

export const slugMaxLength = 80;

/** Lower-case letters and digits in words joined by single hyphens: the shape of every slug. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A slug shaped like an article id would be read as one (/news/{id}), so none may be. */
export const looksLikeId = (slug: string) => uuidShape.test(slug);

// Bengali in Latin letters, as the channel's readers write it in English text ("Dhaka",
// "Bangladesh", "khabar"): a consonant carries the vowel "a" unless a vowel sign or the hasanta
// follows, or the word ends there.
const consonants: Record<string, string> = {
  ক: "k",
  খ: "kh",
  গ: "g",
  ঘ: "gh",
  ঙ: "ng",
  চ: "ch",
  ছ: "chh",
  জ: "j",
  ঝ: "jh",
  ঞ: "n",
  ট: "t",
  ঠ: "th",
  ড: "d",
  ঢ: "dh",
  ণ: "n",
  ত: "t",
  থ: "th",
  দ: "d",
  ধ: "dh",
  ন: "n",
  প: "p",
  ফ: "f",
  ব: "b",
  ভ: "bh",
  ম: "m",
  য: "j",
  র: "r",
  ল: "l",
  শ: "sh",
  ষ: "sh",
  স: "s",
  হ: "h",
  "\u09DC": "r",
  "\u09DD": "rh",
  "\u09DF": "y",
};
const vowels: Record<string, string> = {
  অ: "o",
  আ: "a",
  ই: "i",
  ঈ: "i",
  উ: "u",
  ঊ: "u",
  ঋ: "ri",
  এ: "e",
  ঐ: "oi",
  ও: "o",
  ঔ: "ou",
};
const vowelSigns: Record<string, string> = {
  "া": "a",
  "ি": "i",
  "ী": "i",
  "ু": "u",
  "ূ": "u",
  "ৃ": "ri",
  "ে": "e",
  "ৈ": "oi",
  "ো": "o",
  "ৌ": "ou",
};
/** Marks that follow a vowel: anusvara, visarga, chandrabindu; and khanda ta, a final t. */
const others: Record<string, string> = { "ং": "ng", "ঃ": "h", "ঁ": "", ৎ: "t" };
const hasanta = "্";
const bengaliDigit = /[০-৯]/;

/** The nukta forms precomposed, as typed on most keyboards (Unicode keeps them decomposed). */
const composeNukta = (text: string) =>
  text
    .replace(/\u09A1\u09BC/g, "\u09DC")
    .replace(/\u09A2\u09BC/g, "\u09DD")
    .replace(/\u09AF\u09BC/g, "\u09DF");

/** Bengali letters spelt in Latin; any other character is kept as it is. */
export function transliterateBengali(text: string) {
  const chars = [...composeNukta(text.normalize("NFC"))];
  let out = "";
  chars.forEach((char, index) => {
    const next = chars[index + 1] ?? "";
    const consonant = consonants[char];
    if (consonant !== undefined) {
      // After the hasanta, য is the "y" of a conjunct (ব্যবসা, byabasa).
      out += char === "য" && chars[index - 1] === hasanta ? "y" : consonant;
      const vowelFollows = next in vowelSigns || next === hasanta;
      const wordGoesOn = next in consonants || next in others;
      if (!vowelFollows && wordGoesOn) out += "a";
    } else if (char in vowelSigns) out += vowelSigns[char];
    else if (char in vowels) out += vowels[char];
    else if (char in others) out += others[char];
    else if (bengaliDigit.test(char)) out += String(char.charCodeAt(0) - 0x09e6);
    else if (char !== hasanta && char !== "\u09BC") out += char;
  });
  return out;
}

/** The slug a title gives, or "" when nothing usable is left (the article's id is used then). */
export function slugFromTitle(title: string) {
  const words = transliterateBengali(title)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const slug = cut(words);
  return looksLikeId(slug) ? "" : slug;
}

/** At most slugMaxLength characters, ending at a whole word when the first word allows it. */
function cut(slug: string) {
  if (slug.length <= slugMaxLength) return slug;
  const head = slug.slice(0, slugMaxLength + 1);
  const end = head.lastIndexOf("-");
  return end > 0 ? head.slice(0, end) : slug.slice(0, slugMaxLength);
}

/** Where an article is read: its slug (or its id, when the slug is the id). */
export const articlePath = (slug: string) => `/news/${slug}`;
