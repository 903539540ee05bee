"""Claims: the registry of what the papers print, and how each is decided."""
from .model import KINDS, OUTCOMES, Claim, ClaimSet

__all__ = ["Claim", "ClaimSet", "OUTCOMES", "KINDS"]
