#pragma once

#include "catalog.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace gp::ui {

class OfferTableModel;
class OfferSortFilterProxy;

// The main window: the catalog in a sortable, searchable table with a status bar.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(Catalog catalog, IssueList loadIssues, QWidget* parent = nullptr);
    ~MainWindow() override;

    QTableView* tableView() const { return m_view; }
    OfferTableModel* model() const { return m_model; }
    OfferSortFilterProxy* proxy() const { return m_proxy; }
    QLineEdit* searchBox() const { return m_search; }
    QString statusText() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void applySearch();
    void updateStatus();
    void showIssues();
    void showAbout();

    std::unique_ptr<Catalog> m_catalog;
    IssueList m_issues;
    OfferTableModel* m_model = nullptr;
    OfferSortFilterProxy* m_proxy = nullptr;
    QTableView* m_view = nullptr;
    QLineEdit* m_search = nullptr;
    QTimer* m_searchTimer = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_issueLabel = nullptr;
};

} // namespace gp::ui
