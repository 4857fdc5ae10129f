import bcrypt from "bcryptjs";

// Passwords are kept only as bcrypt hashes (docs/product-rules.md §19).
const BCRYPT_COST = 10;

// Compared against when an e-mail is unknown, so both cases take as long. A fixed hash of a throwaway
// string at BCRYPT_COST (keep the two in step): hashing it at every start cost about 0.2 s of cold start.
const DUMMY_HASH = "$2b$10$w5WCe1P.fgqD0XMmObnSl.LwhknaEhp/f90QIybjA6tNqJ0zNNd0u";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** Whether `password` is the one behind `hash`; with no hash (no such member) it takes as long and is false. */
export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== undefined;
}
