import { forgetMatchCandidate } from "../matching/match-index.server";

/**
 * Call after a write that may change how a member is matched (joining, editing, a block, a correction,
 * leaving): the in-memory match index refreshes their slot (decision 010). Without an id, anything may have
 * changed. The listing's caches follow the database's change mark, or a minute, by themselves.
 */
export function membersChanged(unqId?: number): void {
  forgetMatchCandidate(unqId);
}
