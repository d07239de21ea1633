/*
 * The booking's calendar invitation (RFC 5545): METHOD:REQUEST when booked, METHOD:CANCEL with
 * the same UID and a higher SEQUENCE when cancelled, so the visitor's calendar updates the event
 * it has. Times carry their zone (TZID=Europe/Rome, with the zone's definition); lines end in
 * CRLF and are folded at 75 octets; text is escaped (§3.3.11).
 */

import { DEMO_TIME_ZONE, romeClock } from "./slots.ts";

export interface Invitation {
  method: "REQUEST" | "CANCEL";
  /** The booking's id: the UID is `<id>@<host>`, the same in every version of the event. */
  id: string;
  host: string;
  start: number;
  end: number;
  /** When this version was made (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string;
  callLink: string;
  organizer: { name: string; email: string };
  /** The visitor; `name` only in the operator's copy (docs/decisions/0023). */
  attendee: { email: string; name?: string };
}

/** §3.3.11: backslash, semicolon, comma and newline escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters cannot be in a parameter
  return `"${text.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a character. */
const encoder = new TextEncoder();

export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function utcStamp(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

function romeLocal(at: number): string {
  const { day, minutes } = romeClock(at);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${day.replace(/-/g, "")}T${hh}${mm}00`;
}

/** Europe/Rome as the EU has kept it since 1996: the last Sundays of March and October. */
const ROME_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${DEMO_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function invitationIcs(invitation: Invitation): string {
  const cancelled = invitation.method === "CANCEL";
  const attendeeName = invitation.attendee.name ? `;CN=${paramValue(invitation.attendee.name)}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Whistleblowing Facile//Demo//IT",
    "CALSCALE:GREGORIAN",
    `METHOD:${invitation.method}`,
    ...ROME_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${invitation.id}@${invitation.host}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART;TZID=${DEMO_TIME_ZONE}:${romeLocal(invitation.start)}`,
    `DTEND;TZID=${DEMO_TIME_ZONE}:${romeLocal(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.callLink)}`,
    `URL:${invitation.callLink}`,
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE${attendeeName};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "NEEDS-ACTION"};RSVP=FALSE:mailto:${invitation.attendee.email}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export const ICS_FILENAME = "demo.ics";

export function icsContentType(method: Invitation["method"]): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}
