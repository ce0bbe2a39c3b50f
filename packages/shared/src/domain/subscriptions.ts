/** The plans' domain (issue 12), importable as '@barber/shared/domain/subscriptions' (the package maps files). */
export * from './subscriptions/index';
