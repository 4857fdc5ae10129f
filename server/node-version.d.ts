export const PINNED_NODE: string;
export function nodeVersionProblem(running?: string): string | null;
