/**
 * The activation test's 20 questions, written from the guides' facts (spec 2 'Guide facts', spec 1
 * agreement and §9). Server-side only: the browser receives them without `correctAnswers`.
 */
import type { QuestionType } from '@scenecall/shared';

export interface QuizQuestion {
  id: string;
  type: QuestionType;
  question: string;
  options: string[];
  /** Indices of the correct options; a 'single' question has exactly one. */
  correctAnswers: number[];
}

export const QUESTION_BANK: readonly QuizQuestion[] = [
  {
    id: 'commission-non-union',
    type: 'single',
    question: 'What commission does the agency take on the gross pay of Non-Union and AABP performers?',
    options: ['5%', '10%', '15%', '20%'],
    correctAnswers: [1],
  },
  {
    id: 'commission-apprentice',
    type: 'single',
    question: 'What commission applies to ACTRA Apprentice performers?',
    options: ['10%', '13%', '15%', '25%'],
    correctAnswers: [2],
  },
  {
    id: 'commission-full',
    type: 'single',
    question: 'What commission applies to ACTRA Full members?',
    options: ['10%', '15%', '20%', 'None'],
    correctAnswers: [0],
  },
  {
    id: 'commission-upgrade',
    type: 'multiple',
    question: 'Which bookings carry a 15% commission? Select all that apply.',
    options: [
      'An upgrade',
      'A Special Skills Extra (SSE) role',
      'A speaking role',
      'A regular Non-Union background day',
    ],
    correctAnswers: [0, 1, 2],
  },
  {
    id: 'hst',
    type: 'single',
    question: 'How much HST is added to the commission?',
    options: ['5%', '8%', '13%', '15%'],
    correctAnswers: [2],
  },
  {
    id: 'commission-due',
    type: 'single',
    question: 'When is the commission due?',
    options: [
      'On the day of the shoot',
      'Within 2 weeks of receiving the cheque',
      'Within 3 months of the shoot',
      'At the end of the year',
    ],
    correctAnswers: [1],
  },
  {
    id: 'payment-arrives',
    type: 'single',
    question: 'When does payment for a shoot usually arrive?',
    options: ['The same day', '2-4 weeks after the shoot', '3 months after the shoot', 'When the show airs'],
    correctAnswers: [1],
  },
  {
    id: 'penalties',
    type: 'multiple',
    question: 'Which of these lead to a $25 penalty? Select all that apply.',
    options: [
      'Cancelling a booking less than 24 hours before the shoot without a valid reason',
      'A no-show without notice',
      'Paying the commission late',
      'Giving false information',
      'Asking the agency a question about a booking',
    ],
    correctAnswers: [0, 1, 2, 3],
  },
  {
    id: 'arrival',
    type: 'single',
    question: 'How early should you arrive on set before your call time?',
    options: ['Exactly on time', '5 minutes early', '15 minutes early', '1 hour early'],
    correctAnswers: [2],
  },
  {
    id: 'self-drive-distance',
    type: 'single',
    question: 'Self-drive pay applies when the set is more than how far from downtown Toronto?',
    options: ['10 km', '25 km', '40 km', '100 km'],
    correctAnswers: [2],
  },
  {
    id: 'self-drive-who',
    type: 'multiple',
    question: 'Who can receive self-drive pay when no shuttle is provided? Select all that apply.',
    options: ['ACTRA Full members', 'ACTRA Apprentices', 'Non-Union performers', 'AABP performers'],
    correctAnswers: [0, 1],
  },
  {
    id: 'aabp',
    type: 'single',
    question: 'What do you need to qualify for AABP?',
    options: ['5 days in 6 months', '15 days in 12 months', '30 days in 12 months', '1,600 hours'],
    correctAnswers: [1],
  },
  {
    id: 'apprentice',
    type: 'single',
    question: 'How can a background performer become an ACTRA Apprentice?',
    options: ['After 100 hours', 'After 400 hours', 'Through 1,600 hours of work', 'By paying a fee only'],
    correctAnswers: [2],
  },
  {
    id: 'full-membership',
    type: 'single',
    question: 'When does an ACTRA Apprentice become eligible for full membership?',
    options: ['After 1 credit', 'After 3 credits', 'After 10 credits', 'After one year'],
    correctAnswers: [1],
  },
  {
    id: 'minor-age',
    type: 'single',
    question: 'Who counts as a minor, needing written consent from a parent or guardian?',
    options: ['Anyone under 16', 'Anyone under 18', 'Anyone under 19', 'Anyone under 21'],
    correctAnswers: [1],
  },
  {
    id: 'minor-hours',
    type: 'multiple',
    question: 'Which working-hour limits for minors are correct? Select all that apply.',
    options: ['Under 12: 8 hours', '12 to 15: up to 10 hours', '16 to 17: up to 12 hours', '16 to 17: up to 16 hours'],
    correctAnswers: [0, 1, 2],
  },
  {
    id: 'rest',
    type: 'single',
    question: 'How long a rest period is required between working days?',
    options: ['6 hours', '8 hours', '10 hours', '12 hours'],
    correctAnswers: [3],
  },
  {
    id: 'photos',
    type: 'single',
    question: 'May you take photos or videos on set?',
    options: [
      'Yes, of yourself only',
      'Yes, if you do not post them',
      'No, photography and video are not allowed on set',
      'Yes, after the shoot wraps',
    ],
    correctAnswers: [2],
  },
  {
    id: 'confidentiality',
    type: 'multiple',
    question: 'Which statements about confidentiality are true? Select all that apply.',
    options: [
      'Project information is confidential until the project is released',
      'You may post the filming location once you arrive',
      'You must not share details about the production before its release',
      'You may share the script with friends and family',
    ],
    correctAnswers: [0, 2],
  },
  {
    id: 'pay-items',
    type: 'multiple',
    question: 'Which of these are paid extras? Select all that apply.',
    options: [
      'A fitting, paid as 2 hours',
      'Bringing a gown, tuxedo, gear or suitcase, paid $40',
      'Arriving 15 minutes early, paid 1 hour',
      'Reading the guides, paid $25',
    ],
    correctAnswers: [0, 1],
  },
];
