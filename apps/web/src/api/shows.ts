/** Query hooks for one show's details screen, one per call. */
import { useQuery } from '@tanstack/react-query';
import { read } from './catalogue';
import { paths } from './paths';
import { catalogueKeys } from './catalogue-keys';

export const useShowDetails = (id: number) =>
  useQuery({ queryKey: catalogueKeys.showDetails(id), queryFn: read(paths.showDetails(id)), retry: 1 });

export const useShowVideos = (id: number, enabled: boolean) =>
  useQuery({ queryKey: catalogueKeys.showVideos(id), queryFn: read(paths.showVideos(id)), enabled });

export const useShowProviders = (id: number) =>
  useQuery({ queryKey: catalogueKeys.showProviders(id), queryFn: read(paths.showProviders(id)) });

export const useShowCast = (id: number) =>
  useQuery({ queryKey: catalogueKeys.showCast(id), queryFn: read(paths.showCast(id)), retry: false });

export const useShowCredits = (id: number) => useQuery({ queryKey: catalogueKeys.showCredits(id), queryFn: read(paths.showCredits(id)) });

export const useSimilarShows = (id: number) =>
  useQuery({ queryKey: catalogueKeys.similarShows(id), queryFn: read(paths.similarShows(id)) });
