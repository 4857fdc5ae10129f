import { forgetCityList } from "../listing/listing.server";
import { forgetMatchCandidate } from "../matching/match-index.server";

/**
 * Call after a write that may change how a member is listed or matched (joining, editing, a block, a
 * correction, leaving): the caches derived from the members table (the city list, the match index)
 * catch up. Without an id, anything may have changed.
 */
export function membersChanged(unqId?: number): void {
  forgetCityList();
  forgetMatchCandidate(unqId);
}
