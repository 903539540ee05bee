"""Claim statements as LaTeX: the papers' mathematics set as mathematics.

Statements are recorded as printed, in plain text with the papers' ASCII and
Unicode mathematics (``(35a^4-14a^2+30)/(8(4a^3-1)) if 2∤a``, ``k̄(a)``,
``lim k̄(a)/a -> oo``, ``PC(a) ⊞ BCC(a)``).  :func:`statement_latex` finds
the formula runs in such text and sets them in math mode with LaTeX
commands (``a^{4}``, ``\\nmid``, ``\\bar{k}``, ``\\infty``, ``\\boxplus``);
the prose around them is escaped.  The output needs only ``amssymb`` and
contains no raw non-ASCII character but accented Latin letters.
:func:`breakable` lets long values (tuples, fractions, claim ids) break
across lines so that narrow table columns never overflow.

The HTML report shows the same mathematics without any TeX: :func:`latex_html`
renders the LaTeX this project writes (statements through
:func:`statement_latex`, table captions and headers, the cells a claims file
formats) as HTML with Unicode symbols, ``<sup>``/``<sub>`` scripts, italic
variables and ``<code>`` for typewriter names, and :func:`statement_html` is
the two in a row.

>>> statement_latex("BCC(a) has average distance (35a^4-14a^2+30)/(8(4a^3-1)) if 2∤a")
'BCC(a) has average distance $(35a^{4}-14a^{2}+30)/(8(4a^{3}-1))$ if $2 \\\\nmid a$'
>>> statement_latex("k̄(a)/a -> oo for PC(2a) ⊞ BCC(a)")
'$\\\\bar{k}(a)/a \\\\to \\\\infty$ for $\\\\mathrm{PC}(2a) \\\\boxplus \\\\mathrm{BCC}(a)$'
>>> print(latex_html(r"the limit of $\\lim \\bar k/a$ (paper \\texttt{crystal})"))
the limit of <span class="m">lim <i>k̄</i>/<i>a</i></span> (paper <code>crystal</code>)
"""
from __future__ import annotations

import html as _html
import re
import unicodedata

from .values import _UNICODE_LATEX, latex_escape

__all__ = ["statement_latex", "fails_latex", "breakable", "latex_html", "statement_html",
           "LATEX_PACKAGES"]

#: packages the LaTeX outputs use (tables, errata, reports)
LATEX_PACKAGES = ("amssymb", "booktabs", "longtable", "pdflscape", "graphicx", "array")

_SYMBOLS = {
    "≤": r"\le", "≥": r"\ge", "≠": r"\ne", "≈": r"\approx", "≡": r"\equiv", "≅": r"\cong",
    "≃": r"\simeq", "±": r"\pm", "∤": r"\nmid", "∣": r"\mid", "⊕": r"\oplus", "⊗": r"\otimes",
    "⊞": r"\boxplus", "·": r"\cdot", "×": r"\times", "∞": r"\infty", "→": r"\to",
    "⇒": r"\Rightarrow", "∈": r"\in", "∉": r"\notin", "⊂": r"\subset", "⊆": r"\subseteq",
    "∪": r"\cup", "∩": r"\cap", "⌊": r"\lfloor ", "⌋": r"\rfloor ", "⌈": r"\lceil ",
    "⌉": r"\rceil ", "−": "-", "∑": r"\sum ", "∏": r"\prod ", "√": r"\surd ", "∅": r"\emptyset ",
    "²": "^{2}", "³": "^{3}", "⁴": "^{4}", "ⁿ": "^{n}", "₀": "_{0}", "₁": "_{1}", "₂": "_{2}",
    "ᵢ": "_{i}", "ₙ": "_{n}", "′": "'", "¹": "^{1}", "⁰": "^{0}", "⁻": "^{-}", "₃": "_{3}",
    "°": "^{\\circ}",
}
_SCRIPTS = "²³⁴ⁿ₀₁₂ᵢₙ′¹⁰⁻₃°"
_ASCII_OPS = {"->": r"\to", "<=": r"\le", ">=": r"\ge", "!=": r"\ne", "=>": r"\Rightarrow",
              "<->": r"\leftrightarrow", "oo": r"\infty"}
_FUNCTIONS = {"lim", "mod", "max", "min", "log", "gcd", "lcm", "det", "sup", "inf", "deg", "sum",
              "prod"}
_GREEK_NAMES = {"alpha", "beta", "gamma", "delta", "epsilon", "lambda", "mu", "pi", "rho",
                "sigma", "tau", "phi", "psi", "omega", "rho"}
_ACCENTS = {"\u0304": "bar", "\u0302": "hat", "\u0303": "tilde"}
_GREEK = {ch: tex.strip("$") + " " for ch, tex in _UNICODE_LATEX.items()
          if "GREEK" in unicodedata.name(ch, "")}

_STRONG = re.compile(r"[\^_=<>*]|->|\d/\w|\w/\d|[a-z]\)/|\)/|/\(|"
                     r"[≤≥≠≈≡≅≃±∤∣⊕⊗⊞·∞→⇒∈∉⊂⊆∪∩⌊⌋⌈⌉∑∏√²³⁴ⁿ₀₁₂ᵢₙ\u0304\u0302\u0303~]|"
                     r"[\u03b1-\u03c9\u0391-\u03a9]")
_OPERATOR = re.compile(r"^(?:[-+=<>/*|]|<=|>=|!=|->|=>|<->|oo|mod|lim|[≤≥≠≈≡≅≃±∤⊕⊞·×→⇒∈])$")
_WEAK = re.compile(r"^[(\[{]*(?:\d+[a-zA-Z]?|[a-zA-Z]|\d+[a-z]\d*|[A-Z][A-Za-z0-9-]*\([^ ]*|[A-Z]{1,3})"
                   r"[)\]}]*[,]?$")


def _decompose(s: str) -> str:
    """Precomposed accented letters (``ŷ``) as letter + combining mark."""
    out = []
    for ch in s:
        d = unicodedata.normalize("NFD", ch)
        out.append(d if len(d) == 2 and d[1] in _ACCENTS and d[0].isascii() else ch)
    return "".join(out)


def _group(s: str, i: int) -> tuple[str, int]:
    """The exponent/subscript starting at ``s[i]``: a (balanced) group, digits, or a letter."""
    if i >= len(s):
        return "", i
    if s[i] in "({":
        close = {"(": ")", "{": "}"}[s[i]]
        depth, j = 0, i
        while j < len(s):
            depth += s[j] == s[i]
            depth -= s[j] == close
            if depth == 0:
                break
            j += 1
        return s[i + 1:j], j + 1
    m = re.match(r"\d+|[a-zA-Z]+|[-+]?\w", s[i:])
    if not m:
        return s[i], i + 1
    text = m.group(0)
    if text.isalpha() and len(text) > 1 and s[i - 1] == "^":
        text = text[0]                                  # a^nb: only the first letter
    return text, i + len(text)


def _math(s: str) -> str:
    """LaTeX math for one formula run (no surrounding ``$``)."""
    out, i = [], 0
    while i < len(s):
        ch = s[i]
        if ch in "^_":
            body, i = _group(s, i + 1)
            inner = _math(body)
            if ch == "_" and re.fullmatch(r"[A-Za-z]{2,}", body):
                inner = r"\mathrm{" + body + "}"
            if out and out[-1].startswith(ch + "{"):        # a_b_c: no double script
                out.append("{}")
            out.append(f"{ch}{{{inner}}}")
            continue
        if i + 1 < len(s) and s[i + 1] in _ACCENTS:
            out.append(f"\\{_ACCENTS[s[i + 1]]}{{{_math(ch)}}}")
            i += 2
            continue
        if ch == "~" and out and out[-1].strip():
            prev = out.pop()
            out.append(r"\tilde{" + prev + "}")
            i += 1
            continue
        m = re.match(r"<->|->|<=|>=|!=|=>", s[i:])
        if m:
            out.append(" " + _ASCII_OPS[m.group(0)] + " ")
            i += len(m.group(0))
            continue
        m = re.match(r"[A-Za-z]{2,}", s[i:])
        if m:
            w = m.group(0)
            if w == "oo":
                out.append(r"\infty")
            elif w in _FUNCTIONS:
                out.append(rf"\{'bmod' if w == 'mod' else w} ")
            elif w in _GREEK_NAMES:
                out.append(rf"\{w} ")
            else:
                out.append(r"\mathrm{" + w + "}")
            i += len(w)
            continue
        if ch in _SYMBOLS:
            out.append(" " + _SYMBOLS[ch] + " " if ch not in _SCRIPTS else _SYMBOLS[ch])
        elif ch in _GREEK:
            out.append(_GREEK[ch])
        elif ch == "*":
            out.append(r" \cdot ")
        elif ch in "%#&${}":
            out.append("\\" + ch)
        elif ch == "|":
            out.append(r"\mid ")
        elif ch == "'" and out and out[-1].startswith(("^{", "_{")):
            out.append("{}'")                           # k'^n': no double superscript
        elif ch.isascii():
            out.append(ch)
        else:
            out.append(latex_escape(ch).strip("$"))
        i += 1
    text = re.sub(r"(?<=[\d)}]) x (?=[\d(])", r" \\times ", "".join(out))
    text = re.sub(r"(\^\{[^{}]*\})(?=\^)|(_\{[^{}]*\})(?=_)", r"\1\2{}", text)  # x^{2}{}^{3}
    return re.sub(r" {2,}", " ", text).strip()


#: a code name in prose (a claim id, ``module.function(N)``, ``snake_case``): typewriter,
#: never mathematics, also when its call goes on past the word (``f.g(k,``); groups: leading
#: brackets, the name, trailing brackets/punctuation
_CODE = re.compile(r"^([(\[]*(?:\.\.\.)?)((?:(?=[\w.]*(?:\.[A-Za-z_]\w{2,}|\w{3,}\.[A-Za-z_]))"
                   r"|(?=_?[a-z][a-z0-9]+_[A-Za-z]\w))"
                   r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\([\w,. ]*\)|\(\w+(?=,$))?)([)\],.;:]*)$")


def _breakable_name(tex: str) -> str:
    """An escaped code name that may break after each ``.`` and ``_``."""
    return tex.replace(".", r".\allowbreak{}").replace(r"\_", r"\_\allowbreak{}")


def _is_strong(word: str) -> bool:
    return bool(_STRONG.search(word)) and not word.startswith(("http", "www."))


def _unclosed(text: str) -> bool:
    return text.count("(") > text.count(")")


#: a space between two operands of a formula run (rendered ``\ ``)
_JUXTA = "\x00"


def statement_latex(s: str) -> str:
    """A claim statement as LaTeX: formula runs in math mode, prose escaped (module docstring).

    >>> statement_latex("KANTC(k, n) has diameter 2n + k for n >= 3")
    'KANTC(k, n) has diameter $2n + k$ for $n \\\\ge 3$'
    >>> statement_latex("x̂ = y mod 2, 50% of the links")
    '$\\\\hat{x} = y \\\\bmod 2$, 50\\\\% of the links'
    """
    words = re.split(r"(\s+)", _decompose(s))
    kinds = []                           # per token: "code", "strong", "op", "weak", "text", " "
    for w in words:
        if not w or w.isspace():
            kinds.append(" ")
        elif _CODE.match(w):
            kinds.append("code")
        elif _OPERATOR.match(w):
            kinds.append("op")
        elif _is_strong(w):
            kinds.append("strong")
        elif _WEAK.match(w):
            kinds.append("weak")
        else:
            kinds.append("text")
    out, i, prose = [], 0, set()
    while i < len(words):
        if kinds[i] in ("strong", "op", "weak") and i not in prose:
            j, run = i, []
            while j < len(words) and kinds[j] in ("strong", "op", "weak", " "):
                run.append(j)
                j += 1
            while run and kinds[run[-1]] == " ":
                run.pop()
            # a parenthesis the run opens in its last word is closed in the prose ("5/3 (5
            # links, ...)"): that word stays prose
            while len(run) > 1 and _unclosed(words[run[-1]]) and \
                    _unclosed("".join(words[k] for k in run)):
                prose.add(run.pop())
                while run and kinds[run[-1]] == " ":
                    run.pop()
            core = [k for k in run if kinds[k] != " "]
            is_math = any(kinds[k] == "strong" for k in core) or (
                any(kinds[k] == "op" for k in core) and len(core) >= 3)
            if is_math:
                # a space between two operands (no operator between them) separates
                # expressions of the prose ("MiKANT(3, 2) 5/3"): kept as a math space
                text = "".join(_JUXTA if kinds[k] == " " and 0 < n < len(run) - 1
                               and kinds[run[n - 1]] != "op" and kinds[run[n + 1]] != "op"
                               else words[k] for n, k in enumerate(run))
                tail = re.search(r"[,.;:]+$", text)
                if tail and not text.endswith((")", "}")) or (tail and text.count("(") == text.count(")")):
                    text, tail_text = (text[:tail.start()], tail.group(0)) if tail else (text, "")
                else:
                    tail_text = ""
                math = _math(text).replace(_JUXTA, r"\ ")
                if len(math) > 30:                     # long formulas may break after commas
                    math = math.replace(",", r",\allowbreak ")
                out.append("$" + math + "$" + tail_text)
                i = run[-1] + 1
                continue
        if kinds[i] == "code":
            m = _CODE.match(words[i])
            out.append(latex_escape(m.group(1)) + r"\texttt{"
                       + _breakable_name(latex_escape(m.group(2))) + "}"
                       + latex_escape(m.group(3)))
            i += 1
            continue
        word = latex_escape(words[i]) if kinds[i] != " " else words[i]
        out.append(word.replace(",", r",\allowbreak{}") if len(word) > 20 else word)
        i += 1
    return "".join(out)


def breakable(tex: str, every: int = 12) -> str:
    """Allow line breaks in long values: after commas, and inside runs of more than
    ``every`` characters without a break (digits of big numbers, long ids).

    >>> breakable("(0, 1, 1)")
    '(0,\\\\allowbreak{} 1,\\\\allowbreak{} 1)'
    >>> breakable("28210639/265720500")
    '28210639/\\\\allowbreak{}265720500'
    """
    tex = tex.replace(",", r",\allowbreak{}").replace("/", r"/\allowbreak{}")

    def split(m: re.Match) -> str:
        word = m.group(0)
        return r"\allowbreak{}".join(word[k:k + every] for k in range(0, len(word), every))
    return re.sub(r"(?<![\\a-zA-Z])[0-9A-Za-z]{%d,}" % (every + 1), split, tex)


_FAILS = re.compile(r"^(fails exactly when |fails only at |fails for )(.*?) (\(\d+ of \d+ checked: .*)$")


def fails_latex(text: str) -> str:
    """Where an erratum fails (:func:`~latticegraph.claims.failures.failure_domain`) as
    LaTeX: the condition set as mathematics, the counts and the domain as breakable text.

    >>> fails_latex("fails exactly when M = 1 (4 of 20 checked: K=1..4, M=1..5); holds otherwise")
    'fails exactly when $M = 1$ (4 of 20 checked: K=1..4,\\\\allowbreak{} M=1..5);\\\\allowbreak{} holds otherwise'
    """
    m = _FAILS.match(text)
    if not m:
        return breakable(latex_escape(text).replace(";", r";\allowbreak{}"))
    head, cond, scope = m.groups()
    cond_tex = statement_latex(cond) if head == "fails exactly when " else breakable(latex_escape(cond))
    return (head + cond_tex + " "
            + latex_escape(scope).replace(",", r",\allowbreak{}").replace(";", r";\allowbreak{}"))



# ---------------------------------------------------------------- HTML

_GREEK_HTML = dict(zip(
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi pi rho sigma "
    "tau upsilon phi chi psi omega".split(), "αβγδϵζηθικλμνξπρστυϕχψω"))
_GREEK_HTML.update(zip("Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega".split(),
                       "ΓΔΘΛΞΠΣΥΦΨΩ"))
_GREEK_HTML.update(varepsilon="ε", vartheta="ϑ", varphi="φ", varpi="ϖ", varrho="ϱ",
                   varsigma="ς")
#: TeX symbols as Unicode (relations and binary operators get spaces in math)
_HTML_REL = {"le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "ne": "≠", "neq": "≠",
             "approx": "≈", "equiv": "≡", "cong": "≅", "simeq": "≃", "sim": "∼",
             "mid": "∣", "nmid": "∤", "to": "→", "rightarrow": "→", "leftarrow": "←",
             "gets": "←", "Rightarrow": "⇒", "Leftarrow": "⇐", "leftrightarrow": "↔",
             "Leftrightarrow": "⇔", "iff": "⇔", "implies": "⇒", "mapsto": "↦", "in": "∈",
             "notin": "∉", "ni": "∋", "subset": "⊂", "subseteq": "⊆", "supset": "⊃",
             "supseteq": "⊇", "ll": "≪", "gg": "≫", "perp": "⊥", "parallel": "∥"}
_HTML_BIN = {"pm": "±", "mp": "∓", "oplus": "⊕", "otimes": "⊗", "boxplus": "⊞",
             "cdot": "·", "times": "×", "div": "÷", "cup": "∪", "cap": "∩",
             "setminus": "∖", "circ": "∘", "wedge": "∧", "vee": "∨", "land": "∧",
             "lor": "∨", "ast": "∗", "bmod": "mod"}
_HTML_ORD = {"infty": "∞", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈", "rceil": "⌉",
             "langle": "⟨", "rangle": "⟩", "sum": "∑", "prod": "∏", "surd": "√",
             "emptyset": "∅", "varnothing": "∅", "forall": "∀", "exists": "∃", "neg": "¬",
             "lnot": "¬", "partial": "∂", "nabla": "∇", "ell": "ℓ", "ldots": "…", "dots": "…",
             "cdots": "⋯", "vdots": "⋮", "prime": "′", "dag": "†", "dagger": "†",
             "ddag": "‡", "S": "§", "lbrace": "{", "rbrace": "}", "vert": "|", "Vert": "‖",
             "textbackslash": "\\", "backslash": "∖", "textasciitilde": "~",
             "textasciicircum": "^", "textless": "<", "textgreater": ">", "textbar": "|",
             "textbullet": "•", "textdagger": "†", "quad": "\u2003", "qquad": "\u2003\u2003",
             "enspace": "\u2002", "colon": ":", "aleph": "ℵ", "hbar": "ℏ", "star": "⋆",
             "square": "□", "checkmark": "✓", "copyright": "©", "textdegree": "°"}
_HTML_SPACE = {",": "\u2009", ":": "\u2005", ">": "\u2005", ";": "\u2004", "!": "",
               " ": " ", "/": ""}
_HTML_ESCAPED = set("%&#_{}$")
_FUNCTION_NAMES = {"lim", "liminf", "limsup", "max", "min", "log", "ln", "lg", "exp", "gcd",
                   "lcm", "det", "sup", "inf", "deg", "sin", "cos", "tan", "dim", "ker",
                   "arg", "Pr", "mod"}
_ACCENT_MARKS = {"bar": "\u0304", "overline": "\u0304", "hat": "\u0302", "widehat": "\u0302",
                 "tilde": "\u0303", "widetilde": "\u0303", "vec": "\u20d7", "dot": "\u0307",
                 "ddot": "\u0308", "check": "\u030c", "breve": "\u0306", "acute": "\u0301",
                 "grave": "\u0300", "underline": "\u0332"}
_BLACKBOARD = {"Z": "ℤ", "N": "ℕ", "R": "ℝ", "Q": "ℚ", "C": "ℂ", "F": "𝔽", "P": "ℙ"}
#: commands that only format or space the LaTeX output: dropped in HTML
_HTML_DROP = {"allowbreak", "nolinebreak", "nobreak", "hfill", "hfil", "centering",
              "raggedright", "raggedleft", "sloppy", "noindent", "smallskip", "medskip",
              "bigskip", "small", "footnotesize", "scriptsize", "tiny", "normalsize", "large",
              "Large", "relax", "displaystyle", "textstyle", "scriptstyle", "strut",
              "limits", "nolimits", "protect", "left", "right", "big", "Big", "bigg", "Bigg",
              "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr", "middle", "fboxsep",
              "arraystretch", "leavevmode", "ignorespaces", "unskip"}
_HTML_BREAK = {"newline", "linebreak", "par", "cr"}
#: commands whose argument is shown in a style (tag or ``None``: as is); math inside
#: ``\\mathrm`` and ``\\text`` stays upright
_HTML_STYLE = {"texttt": "code", "mathtt": "code", "url": "code", "emph": "em", "textit": "em",
               "mathit": "i", "textbf": "strong", "mathbf": "b", "boldsymbol": "b",
               "bm": "b", "textsc": None, "textrm": None, "textsf": None, "textup": None,
               "textnormal": None, "mathrm": None, "mathsf": None, "text": None, "mbox": None,
               "hbox": None, "operatorname": None, "mathcal": None, "mathscr": None,
               "ensuremath": None, "textsuperscript": "sup", "textsubscript": "sub",
               "underline": "u", "fbox": None, "boxed": None}
_PLAIN = re.compile(r"[^$\\{}^_~`'-]+")
_DIMEN = re.compile(r"\s*=?\s*-?[\d.]+\s*(?:pt|em|ex|mm|cm|in|bp|sp)")


class _HTMLWriter:
    """A small recursive-descent reader of the LaTeX subset this project writes
    (:func:`latex_html`): text and ``$...$`` math, groups, scripts, accents, fractions,
    the symbols of amssymb and the text/math font commands.  An unknown command is
    kept as its source text, so that a test of the rendered page finds it."""

    def __init__(self, tex: str):
        self.s, self.i = tex, 0

    # -- reading ----------------------------------------------------------------
    def peek(self) -> str:
        return self.s[self.i] if self.i < len(self.s) else ""

    def command(self) -> str:
        """The command name after a backslash at ``self.i`` (consumed)."""
        m = re.compile(r"\\([A-Za-z]+\*?|.)").match(self.s, self.i)
        if not m:                                          # a trailing backslash
            self.i += 1
            return "\\"
        self.i = m.end()
        name = m.group(1)
        if name.isalpha() or name.endswith("*"):
            m = _DIMEN.match(self.s, self.i) if name == "fboxsep" else None
            if m:
                self.i = m.end()
        return name

    def skip_spaces(self) -> None:
        while self.peek().isspace():
            self.i += 1

    def group_text(self) -> str:
        """The raw text of a brace group at ``self.i`` (consumed), without the braces."""
        depth, start = 0, self.i
        while self.i < len(self.s):
            ch = self.s[self.i]
            if ch == "\\":
                self.i += 2
                continue
            depth += ch == "{"
            depth -= ch == "}"
            self.i += 1
            if depth == 0:
                return self.s[start + 1:self.i - 1]
        return self.s[start + 1:]

    def argument(self, math: bool) -> str:
        """One macro argument as HTML: a brace group, a command or one character."""
        self.skip_spaces()
        if self.peek() == "{":
            return _HTMLWriter(self.group_text()).run(math)
        if self.peek() == "\\":
            start = self.i
            self.command()
            return _HTMLWriter(self.s[start:self.i]).run(math)
        ch = self.peek()
        self.i += 1
        return _HTMLWriter(ch).run(math)

    def optional(self) -> str | None:
        if self.peek() != "[":
            return None
        end = self.s.find("]", self.i)
        text, self.i = self.s[self.i + 1:end], end + 1
        return text

    # -- writing ----------------------------------------------------------------
    def run(self, math: bool = False) -> str:
        out: list[str] = []
        while self.i < len(self.s):
            ch = self.s[self.i]
            if ch == "$":
                end = self.s.find("$", self.i + 1)
                end = len(self.s) if end < 0 else end
                inner = _HTMLWriter(self.s[self.i + 1:end]).run(math=True)
                out.append(inner if math else f'<span class="m">{inner}</span>')
                self.i = end + 1
            elif ch == "\\":
                out.append(self.macro(math))
            elif ch == "{":
                out.append(_HTMLWriter(self.group_text()).run(math))
            elif ch == "}":
                self.i += 1
            elif ch in "^_" and math:
                self.i += 1
                tag = "sup" if ch == "^" else "sub"
                out.append(f"<{tag}>{self.argument(math)}</{tag}>")
            elif math:
                out.append(self.math_char(ch, out))
            else:
                m = _PLAIN.match(self.s, self.i)
                if m:                                   # a run of ordinary text at once
                    out.append(_html.escape(m.group(0), quote=False))
                    self.i = m.end()
                else:
                    out.append(self.text_char(ch))
        html = "".join(out)
        if math:
            html = re.sub(r" {2,}", " ", html).strip()
        return html

    def text_char(self, ch: str) -> str:
        for seq, rep in (("---", "—"), ("--", "–"), ("``", "“"), ("''", "”")):
            if self.s.startswith(seq, self.i):
                self.i += len(seq)
                return rep
        self.i += 1
        return "\u00a0" if ch == "~" else _html.escape(ch, quote=False)

    def math_char(self, ch: str, out: list[str]) -> str:
        m = re.compile(r"[A-Za-z]+").match(self.s, self.i)
        if m:
            self.i = m.end()
            word = m.group(0)
            if self.peek() == "'" or self.s.startswith("\\prime", self.i):
                pass
            return f"<i>{word}</i>"
        self.i += 1
        if ch.isspace():
            return ""
        if ch in "=<>+-*":
            sym = {"-": "−", "*": "∗", "<": "&lt;", ">": "&gt;"}.get(ch, ch)
            unary = ch in "+-" and (not "".join(out).strip()
                                    or re.search(r"[(\[{,=]\s*$|&[lg]t;\s*$|[≤≥≠≈≡→∈]\s*$",
                                                 "".join(out)))
            return sym if unary else f" {sym} "
        if ch == "'":
            return "′"
        if ch == ",":
            return ", "
        if ch == "~":
            return "\u00a0"
        if ch == "|":
            return "|"
        return _html.escape(ch, quote=False)

    def macro(self, math: bool) -> str:
        name = self.command()
        if name in _HTML_ESCAPED:
            return _html.escape(name, quote=False)
        if name in _HTML_SPACE:
            return _HTML_SPACE[name]
        if name == "\\":
            self.optional()
            return "<br>"
        if name in _HTML_BREAK:
            return "<br>"
        if name == "allowbreak":
            if self.s.startswith("{}", self.i):
                self.i += 2
            return "<wbr>"
        if name in _HTML_DROP:
            if name in ("left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl",
                        "Bigr", "biggl", "biggr", "middle"):
                self.skip_spaces()
                if self.peek() == ".":
                    self.i += 1
            return ""
        if name in _GREEK_HTML:
            return f"<i>{_GREEK_HTML[name]}</i>" if name[0].islower() else _GREEK_HTML[name]
        if name in _HTML_REL:
            return f" {_HTML_REL[name]} " if math else _HTML_REL[name]
        if name in _HTML_BIN:
            return f" {_HTML_BIN[name]} " if math or name == "bmod" else _HTML_BIN[name]
        if name == "pmod":
            return f" (mod {self.argument(True)})"
        if name in _HTML_ORD:
            return _html.escape(_HTML_ORD[name], quote=False)
        if name in _FUNCTION_NAMES:
            return ("\u2009" if math else "") + name + "\u2009"
        if name in ("frac", "dfrac", "tfrac"):
            num, den = self.argument(math), self.argument(math)
            return f"{_paren(num)}/{_paren(den)}"
        if name == "binom":
            n, k = self.argument(math), self.argument(math)
            return f"C({n}, {k})"
        if name == "sqrt":
            index = self.optional()
            body = self.argument(math)
            root = {"3": "∛", "4": "∜"}.get(index or "", "√")
            return root + _paren(body)
        if name in _ACCENT_MARKS:
            body = self.argument(math)
            plain = re.sub(r"<[^>]+>", "", body)
            if len(plain) == 1 and name != "underline":
                return re.sub(r"([^<>])(?=(?:</[a-z]+>)*$)", r"\1" + _ACCENT_MARKS[name],
                              body, count=1)
            return f'<span class="{"ul" if name == "underline" else "ol"}">{body}</span>'
        if name in ("mathbb", "mathbbm"):
            body = self.argument(math)
            return "".join(_BLACKBOARD.get(c, c) for c in body)
        if name == "fbox" and self.s.startswith("{$+$}", self.i):
            self.i += len("{$+$}")
            return "⊞"
        if name in _HTML_STYLE:
            tag = _HTML_STYLE[name]
            upright = name in ("mathrm", "text", "textrm", "mbox", "hbox", "operatorname",
                               "textup", "textnormal", "mathsf", "textsf")
            body = self.argument(math and not upright)
            if math and upright:
                body = re.sub(r"</?i>", "", body)
            if name == "textsc":
                body = body.upper()
            return f"<{tag}>{body}</{tag}>" if tag else body
        if name in ("label", "index", "hypertarget", "phantom", "vphantom", "hphantom"):
            if name == "hypertarget":
                self.argument(math)
                return self.argument(math)
            self.argument(math)
            return ""
        if name in ("hyperlink", "href", "hyperref"):
            self.optional()
            self.argument(math)
            return self.argument(math)
        return _html.escape("\\" + name, quote=False)      # unknown: left visible


def _paren(html: str) -> str:
    """A numerator, denominator or radicand in parentheses when it has more than one
    term (``a + b``), as ``/`` and ``√`` bind tighter than the fraction bar did."""
    plain = re.sub(r"<[^>]+>", "", html)
    return f"({html})" if re.search(r"[\s+−=/]", plain.strip()) else html


def latex_html(tex: str) -> str:
    """The LaTeX this project writes, as HTML (module docstring): no TeX command or
    ``$`` is left in what a reader sees.

    >>> latex_html(r"$a_{j,i} = k_j - k_i \\bmod 9$, \\texttt{crystal.thm47}")
    '<span class="m"><i>a</i><sub><i>j</i>, <i>i</i></sub> = <i>k</i><sub><i>j</i></sub> − <i>k</i><sub><i>i</i></sub> mod 9</span>, <code>crystal.thm47</code>'
    >>> latex_html(r"$\\frac{N^{3} - N}{6}$ and 50\\% of $3\\times 3$")
    '<span class="m">(<i>N</i><sup>3</sup> − <i>N</i>)/6</span> and 50% of <span class="m">3 × 3</span>'
    """
    return _HTMLWriter(tex).run()


def latex_text(tex: str) -> str:
    """The LaTeX this project writes as plain Unicode, for a terminal: :func:`latex_html`
    without its tags (``x^{2}``, ``k_{j}`` for scripts).

    >>> latex_text(r"paper \\texttt{crystal}: the limit of $\\bar k(a)/a$ at $a = 8$, $k^{n-1}$")
    'paper crystal: the limit of k̄(a)/a at a = 8, k^(n − 1)'
    """
    h = re.sub(r"<(?!/?su[bp]>)[^>]*>", "", latex_html(tex))
    inner = re.compile(r"<(su[bp])>([^<]*)</\1>")
    while inner.search(h):
        h = inner.sub(lambda m: ("^" if m.group(1) == "sup" else "_")
                      + (m.group(2) if len(m.group(2)) == 1 else f"({m.group(2)})"), h)
    return _html.unescape(h)


def statement_html(s: str) -> str:
    """A claim statement (plain text with the papers' mathematics) as HTML:
    :func:`statement_latex` finds the formulas, :func:`latex_html` renders them.

    >>> statement_html("BCC(a) has diameter 3a/2 for a >= 2")
    'BCC(a) has diameter <span class="m">3<i>a</i>/2</span> for <span class="m"><i>a</i> ≥ 2</span>'
    """
    return latex_html(statement_latex(s))
