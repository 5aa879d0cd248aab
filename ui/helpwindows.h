#pragma once

#include <QDialog>

class QMainWindow;
class QTableWidget;
class QTextBrowser;

namespace gp::ui {

// Help → User Guide: the documentation shipped in the program (docs/*.md, embedded under :/guide), read
// offline; links between its pages are followed inside, others open in the system's browser.
class UserGuideDialog : public QDialog
{
    Q_OBJECT

public:
    explicit UserGuideDialog(QWidget* parent = nullptr);
    QTextBrowser* browser() const { return m_browser; }
    static QStringList pages(); // the embedded pages, "gui.md" first

private:
    QTextBrowser* m_browser = nullptr;
};

// Help → Keyboard Shortcuts: every shortcut of the window's actions and every Alt+letter of its menus, read
// from the window itself (its central widget's tabs too), so the list cannot drift from what the keys do.
class KeyboardShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit KeyboardShortcutsDialog(QMainWindow& window, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table = nullptr;
};

} // namespace gp::ui
