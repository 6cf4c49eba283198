import { Box, Dialog, IconButton, Slide, Typography, useMediaQuery, useTheme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { TransitionProps } from '@mui/material/transitions';
import { MODAL_CLOSE_DELAY_MS, PRODUCT_SHORT_NAME } from '@scenecall/shared';
import { forwardRef, useEffect, useRef, type ReactElement, type Ref } from 'react';

const SlideIn = forwardRef(function SlideIn(props: TransitionProps & { children: ReactElement }, ref: Ref<unknown>) {
  return <Slide direction="left" ref={ref} {...props} />;
});

const SECTIONS: { heading: string; points: string[] }[] = [
  {
    heading: 'What the agency does',
    points: [
      'The agency represents you as a background performer and gives you the call time, location and conditions of each shoot.',
      'Newcomers get help on set with registration and with their first voucher.',
    ],
  },
  {
    heading: 'What you agree to',
    points: [
      'You pay the agency its commission on your earnings, on time.',
      'You keep your profile current: measurements, photos and contact details.',
      'You confirm your bookings, both the preliminary and the final confirmation.',
      'Non-Union performers must pass the mandatory test at registration before their account is activated.',
      'You take no photos or video on set, and you keep project information confidential until the production is released.',
    ],
  },
  {
    heading: 'Commission and penalties',
    points: [
      'Commission is charged on the gross paycheque, plus 13% HST: Non-Union and AABP 10%; ACTRA Apprentice 15%; ACTRA Full Member 10%; SSE, Credit and Principal roles 15% unless the project says otherwise.',
      "A penalty of $25 applies to each of: commission paid more than 2 weeks after the payment was received; cancelling a booking less than 24 hours before the shoot without a valid reason; a no-show without notice and a valid reason (may be waived at the agency's discretion).",
      'The 2 weeks count from the day your pay arrives, as you record it in your account (Toronto dates); if you have not recorded it, pay is taken to arrive 4 weeks after the shoot, so the commission is due 6 weeks after the shoot.',
    ],
  },
  {
    heading: 'Minors (under 18)',
    points: [
      'A minor needs the written consent of a parent or guardian.',
      "The guardian supplies their name, e-mail, phone, identity documents and proof of guardianship, confirms or declines offers for the minor, and agrees to these terms on the minor's behalf.",
    ],
  },
  {
    heading: 'Ending the agreement',
    points: [
      'You may end this agreement through your profile or in writing; it takes effect once your account is deactivated.',
      'The agency may suspend or end the cooperation if these terms are broken or a production complains.',
    ],
  },
];

/**
 * The license agreement in a slide-in modal; the back button closes it after 300 ms. Loaded on
 * first use: the registration page's first load does not pay for the dialog and its transition.
 */
export default function LicenseAgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, MODAL_CLOSE_DELAY_MS);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      slots={{ transition: SlideIn }}
      aria-labelledby="license-agreement-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <IconButton aria-label="Back" onClick={closeSoon}>
          <ArrowBack />
        </IconButton>
        <Typography id="license-agreement-title" component="h2" variant="h5">
          License agreement
        </Typography>
      </Box>
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, pt: 1 }}>
        <Typography sx={{ mb: 2 }}>
          These are the terms of use between you, the performer, and {PRODUCT_SHORT_NAME}. By submitting the
          registration form you agree to them.
        </Typography>
        {SECTIONS.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 2 }}>
            <Typography component="h3" variant="h6">
              {section.heading}
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.points.map((point) => (
                <Typography component="li" key={point} sx={{ mb: 0.5 }}>
                  {point}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Dialog>
  );
}
