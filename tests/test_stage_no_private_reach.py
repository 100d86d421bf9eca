"""The stage's views reach no other module's private name (a review, round 69: the big bank
called ``stage_banner._coin``): a piece two modules draw is public, one name in one place."""

from __future__ import annotations

import ast
from pathlib import Path

VIEWS = Path(__file__).resolve().parent.parent / "game" / "views"


def private_reaches(path: Path) -> list[str]:
    """``module._name`` uses in ``path`` where ``module`` is a module it imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = {alias.asname or alias.name for node in ast.walk(tree)
               if isinstance(node, ast.ImportFrom) for alias in node.names}
    modules |= {(alias.asname or alias.name).split(".")[0] for node in ast.walk(tree)
                if isinstance(node, ast.Import) for alias in node.names}
    return [f"{path.name}:{node.lineno} {node.value.id}.{node.attr}" for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id in modules and node.attr.startswith("_")
            and not node.attr.startswith("__")]


def test_the_stage_views_reach_no_private_name_of_another_module():
    """Every ``stage*`` view uses only public names of the modules it imports."""
    found = [hit for path in sorted(VIEWS.glob("stage*.py")) for hit in private_reaches(path)]
    assert found == []
