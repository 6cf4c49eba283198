/** The booking actions' titles (spec 2 day page menu) and what each panel explains. */
export const BOOKING_PANELS = {
  availability: {
    title: 'Send Availability Check',
    text: "Ask the selected performers whether they can work this day's dates. Each receives an e-mail with a link to answer by the deadline you set (a minor's guardian answers for them), and their answers appear in the performers list.",
  },
  confirm: {
    title: 'Confirm Performers',
    text: 'Book the performers who answered available, within each role’s slots. The others wait on standby, in order, and are offered any slot that frees up.',
  },
  blacklist: {
    title: 'Blacklist Performers',
    text: 'Take performers off this project for good, with a reason that only Admin sees. They leave its days (a booked slot is offered to standby), its searches hide them, and they are told only that they are no longer needed.',
  },
  callTimes: {
    title: 'Send Draft/Final Call Time',
    text: 'Send booked performers their draft call time, then the final one. Each acknowledges it; a final time changed later is sent again and acknowledged again.',
  },
} as const;

export type BookingPanel = keyof typeof BOOKING_PANELS;
