/** The day page's booking actions (issue 14): the live board and the Manage Talent / call time actions. */
import type {
  AvailabilityCheckBody,
  BlacklistBody,
  BookingActionAnswer,
  CallTimeBody,
  ConfirmPerformersBody,
  DayBookingBoard,
  StaffMark,
} from '@scenecall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { projectKeys } from './api';

const enc = encodeURIComponent;
const dayPath = (projectId: string, dayId: string) => `/project/${enc(projectId)}/days/${enc(dayId)}`;

/** Performers answer from their phones: the board refreshes while the page is open. */
export const BOARD_REFRESH_MS = 10_000;

export const boardKey = (projectId: string, dayId: string) =>
  [...projectKeys.day(projectId, dayId), 'booking'] as const;

export const useBookingBoard = (projectId: string, dayId: string) =>
  useQuery({
    queryKey: boardKey(projectId, dayId),
    queryFn: () => api.get<DayBookingBoard>(`${dayPath(projectId, dayId)}/booking`),
    staleTime: 0,
    refetchInterval: BOARD_REFRESH_MS,
  });

/** A booking action refreshes the board and everything the projects screens show. */
function useBookingAction<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }) });
}

export const useSendAvailabilityCheck = (projectId: string, dayId: string) =>
  useBookingAction((body: AvailabilityCheckBody) =>
    api.post<BookingActionAnswer>(`${dayPath(projectId, dayId)}/availability-check`, body),
  );

export const useConfirmPerformers = (projectId: string, dayId: string) =>
  useBookingAction((body: ConfirmPerformersBody) =>
    api.post<BookingActionAnswer>(`${dayPath(projectId, dayId)}/confirm`, body),
  );

export const useSendCallTime = (projectId: string, dayId: string) =>
  useBookingAction((body: CallTimeBody) =>
    api.post<BookingActionAnswer>(`${dayPath(projectId, dayId)}/call-time`, body),
  );

export const useBlacklist = (projectId: string) =>
  useBookingAction((body: BlacklistBody) =>
    api.post<BookingActionAnswer>(`/project/${enc(projectId)}/blacklist`, body),
  );

export const useMarkParticipant = (projectId: string, dayId: string) =>
  useBookingAction(({ performerId, mark }: { performerId: string; mark: StaffMark }) =>
    api.post<{ status: string }>(`${dayPath(projectId, dayId)}/participants/${enc(performerId)}/mark`, { mark }),
  );

export const useWaivePenalty = (projectId: string, dayId: string) =>
  useBookingAction((performerId: string) =>
    api.post<{ penaltyWaived: boolean }>(`${dayPath(projectId, dayId)}/participants/${enc(performerId)}/waive-penalty`),
  );
