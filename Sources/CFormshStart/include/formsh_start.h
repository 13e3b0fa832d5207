/* What runs in the formsh executable before the Swift runtime starts (backtracer.c).
 * Nothing here is called: the target is linked into formsh for its constructor alone. */
