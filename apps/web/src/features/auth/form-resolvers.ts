/** The auth forms' validation (zod and the contract's schemas): loaded on a form's first validation (lazyResolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, SignupBody } from '@klama/contract';

export const loginResolver = zodResolver(LoginBody);
export const signupResolver = zodResolver(SignupBody);
