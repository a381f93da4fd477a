/** Query hooks for one show's details screen, one per call. */
import { useQuery } from '@tanstack/react-query';
import { read } from './catalogue';
import { paths } from './paths';

export const useShowDetails = (id: number) =>
  useQuery({ queryKey: ['show', 'details', id], queryFn: read(paths.showDetails(id)), retry: 1 });

export const useShowVideos = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['show', 'videos', id], queryFn: read(paths.showVideos(id)), enabled });

export const useShowProviders = (id: number) => useQuery({ queryKey: ['provider', 'show', id], queryFn: read(paths.showProviders(id)) });

export const useShowCast = (id: number) => useQuery({ queryKey: ['cast', id], queryFn: read(paths.showCast(id)), retry: false });

export const useShowCredits = (id: number) => useQuery({ queryKey: ['credit', 'show', id], queryFn: read(paths.showCredits(id)) });

export const useSimilarShows = (id: number) =>
  useQuery({ queryKey: ['recommendations', 'similar', id], queryFn: read(paths.similarShows(id)) });
