import type { DocumentType, Gesture } from "./verification-options";

// The words for the documents and gestures of the checks by people (docs/product-rules.md §39), as keys of the
// "account" namespace: the member's page, the reviewers' queue and the decision's e-mail say them alike.

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  aadhaar: "checks.doc.aadhaar",
  pan: "checks.doc.pan",
  passport: "checks.doc.passport",
  "voter-id": "checks.doc.voterId",
  "driving-licence": "checks.doc.drivingLicence",
};

/** What the member holds up beside their face, said in words (a picture of a hand may not read as intended). */
export const GESTURE_LABELS: Record<Gesture, string> = {
  "thumbs-up": "checks.gesture.thumbsUp",
  "peace-sign": "checks.gesture.peaceSign",
  "open-palm": "checks.gesture.openPalm",
  "three-fingers": "checks.gesture.threeFingers",
  "hand-on-chin": "checks.gesture.handOnChin",
};
