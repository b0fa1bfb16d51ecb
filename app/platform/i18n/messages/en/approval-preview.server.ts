import type { Translation } from "../../translation";
import type fr from "../fr/approval-preview.server";

const approvalPreview: Translation<typeof fr> = {
  title: "Preview for approval",
  banner: "Confidential preview for approval, version of {date}. This page is not published.",
  heading: "Your approval",
  approveText:
    "If this content can be published as it is, type your name and approve. The date and time are recorded.",
  name: "Your name",
  approve: "I approve this content",
  commentText: "A correction, a reservation? Leave us a comment.",
  comment: "Your comment",
  send: "Send the comment",
  approved: "Approved by {name} on {date}.",
  thanksApproved: "Thank you, your approval is recorded.",
  thanksComment: "Thank you, your comment was passed on to our team.",
  invalid: "Type your name (2 characters at least) and, for a comment, its text.",
  gone: "This link is no longer valid: it expired or was withdrawn. Ask your contact for a new one.",
};

export default approvalPreview;
